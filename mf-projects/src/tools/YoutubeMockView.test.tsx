import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { aProject, PROJECT_ID } from '../project/test-support/project';
import { aSample } from './test-support/samples';
import { YoutubeMockView } from './YoutubeMockView';

const SAMPLES = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => aSample({ title }));

type Chosen = { cover?: string; title?: string };

/** The project's social media: one cover and one title, chosen for YouTube when `chosen` names them. */
const socialMedia = (chosen: Chosen) => ({
  covers: [
    { _id: 'c-fb', image: { fileId: 'cover-fb' }, fb: true, yt: false, pr: false },
    ...(chosen.cover ? [{ _id: 'c-yt', image: { fileId: chosen.cover }, fb: false, yt: true, pr: false }] : []),
  ],
  titles: [
    { _id: 't-fb', text: 'Facebook title', fb: true, yt: false, pr: false },
    ...(chosen.title ? [{ _id: 't-yt', text: chosen.title, fb: false, yt: true, pr: false }] : []),
  ],
  actions: [],
});

function serve(samples = SAMPLES, chosen: Chosen = {}) {
  return mockFetch((url) => {
    if (url.pathname === `/api/projects/${PROJECT_ID}`) return { body: { project: aProject({ title: 'Why cats purr' }) } };
    if (url.pathname.endsWith('/social-media')) return { body: socialMedia(chosen) };
    if (url.pathname.endsWith('/scenes'))
      return {
        body: {
          scenes: ['a', 'b', 'c'].map((id) => ({ _id: id, image: { fileId: `frame-${id}` } })),
          actions: [],
          settableStatuses: [],
        },
      };
    const category = url.searchParams.get('category');
    const list = category ? samples.filter((sample) => sample.props.category === category) : samples;
    return { body: { resources: list, skip: list.length, hasMore: false } };
  });
}

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('YouTube mock view', () => {
  it('places the project at slot position 2 among more than 3 samples, with its title editable', async () => {
    serve();
    renderAt(`/app/tools/youtube?project=${PROJECT_ID}`, <YoutubeMockView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'YouTube mock view' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Your title' });
    expect(title).toHaveValue('Why cats purr');
    expect(cardNames()).toEqual(['Slot 1', 'Slot 2', 'Your video', 'Slot 3', 'Slot 4', 'Slot 5']);
    await userEvent.clear(title);
    await userEvent.type(title, 'Cats purr to heal');
    expect(title).toHaveValue('Cats purr to heal');
  });

  it('shows the cover and title chosen for YouTube in the project’s slot, and its frames while previewing', async () => {
    serve(SAMPLES, { cover: 'cover-yt', title: 'Cats purr to heal themselves' });
    renderAt(`/app/tools/youtube?project=${PROJECT_ID}`, <YoutubeMockView />);
    expect(await screen.findByRole('textbox', { name: 'Your title' })).toHaveValue('Cats purr to heal themselves');
    const card = screen.getByRole('listitem', { name: 'Your video' });
    await screen.findByRole('img', { name: 'Preview frames' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/cover-yt_s.jpg');
    await userEvent.hover(card);
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/frame-a_s.jpg');
    await userEvent.unhover(card);
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/cover-yt_s.jpg');
  });

  it("names each slot's tags in the page's language, as the filters name them", async () => {
    serve([aSample({ title: 'One' })]);
    await setLocale('th');
    try {
      renderAt('/app/tools/youtube', <YoutubeMockView />);
      const slot = await screen.findByRole('listitem', { name: 'ช่อง 1' });
      expect(within(slot).getByText('#โศกนาฏกรรม #สุดขั้ว')).toBeInTheDocument();
      expect(
        within(screen.getByRole('combobox', { name: 'หมวดเรื่อง' })).getByRole('option', { name: 'โศกนาฏกรรม' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en'));
    }
  });

  it('shows as many slots as chosen, moving the project to 1 with exactly 3 and 0 with fewer', async () => {
    serve();
    renderAt(`/app/tools/youtube?project=${PROJECT_ID}`, <YoutubeMockView />);
    await screen.findByRole('textbox', { name: 'Your title' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slots' }), '3');
    expect(cardNames()).toEqual(['Slot 1', 'Your video', 'Slot 2', 'Slot 3']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slots' }), '2');
    expect(cardNames()).toEqual(['Your video', 'Slot 1', 'Slot 2']);
  });

  it('cycles a slot’s cover and title with the arrows', async () => {
    serve();
    renderAt('/app/tools/youtube', <YoutubeMockView />);
    const slot = await screen.findByRole('listitem', { name: 'Slot 1' });
    expect(within(slot).getByText('One')).toBeInTheDocument();
    await userEvent.click(within(slot).getByRole('button', { name: 'Next title for slot 1' }));
    expect(within(slot).getByText('Two')).toBeInTheDocument();
    await userEvent.click(within(slot).getByRole('button', { name: 'Previous title for slot 1' }));
    await userEvent.click(within(slot).getByRole('button', { name: 'Previous title for slot 1' }));
    expect(within(slot).getByText('Five')).toBeInTheDocument();
    expect(slot.querySelector('img')).toHaveAttribute('src', '/media/f-One_s.jpg');
    await userEvent.click(within(slot).getByRole('button', { name: 'Next cover for slot 1' }));
    expect(slot.querySelector('img')).toHaveAttribute('src', '/media/f-Two_s.jpg');
    expect(screen.queryByRole('listitem', { name: 'Your video' })).not.toBeInTheDocument();
  });

  it('filters by category', async () => {
    serve([
      aSample({ title: 'Sad' }),
      aSample({ title: 'Fun', props: { ...aSample().props, title: 'Fun', category: 'Naughty' } }),
    ]);
    renderAt('/app/tools/youtube', <YoutubeMockView />);
    await screen.findByRole('listitem', { name: 'Slot 2' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Story Category' }), 'Naughty');
    expect(await screen.findByText('Fun')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Slot 1']);
  });

  it('previews the project’s frames every 500 ms while the card is focused', async () => {
    jest.useFakeTimers();
    try {
      serve();
      renderAt(`/app/tools/youtube?project=${PROJECT_ID}`, <YoutubeMockView />);
      const title = await screen.findByRole('textbox', { name: 'Your title' });
      const card = screen.getByRole('listitem', { name: 'Your video' });
      const frame = () => card.querySelector('img')?.getAttribute('src');
      await screen.findByRole('img', { name: 'Preview frames' });
      expect(frame()).toBe('/media/frame-a_s.jpg');
      act(() => title.focus());
      act(() => jest.advanceTimersByTime(500));
      expect(frame()).toBe('/media/frame-b_s.jpg');
      act(() => jest.advanceTimersByTime(500));
      expect(frame()).toBe('/media/frame-c_s.jpg');
      act(() => title.blur());
      expect(frame()).toBe('/media/frame-a_s.jpg');
    } finally {
      jest.useRealTimers();
    }
  });
});
