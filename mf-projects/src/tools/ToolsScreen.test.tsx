import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr, lastXhr, listen, mockFetch } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import type { Sample } from './samples';
import { aSample } from './test-support/samples';
import { ToolsScreen } from './ToolsScreen';

function serve(initial: Sample[]) {
  let samples = initial;
  return mockFetch((url, call) => {
    if (call.method === 'POST') {
      const { props } = call.body as { props: { title: string; fileId: string } };
      samples = [aSample({ title: props.title }), ...samples];
      return { status: 201, body: { message: 'Sample added', resource: samples[0] } };
    }
    if (call.method === 'DELETE') {
      samples = samples.filter((sample) => !url.pathname.endsWith(sample._id));
      return { body: { message: 'Sample deleted' } };
    }
    return { body: { resources: samples, skip: samples.length, hasMore: false } };
  });
}

describe('Tools', () => {
  const toasts = listen('toast');

  it('shows the grid: thumbnail, title and #category #exaggeration', async () => {
    serve([aSample({ title: 'Cat saves owner', canDelete: false })]);
    renderAt('/app/tools', <ToolsScreen />);
    const grid = await screen.findByRole('region', { name: 'Cover and title samples' });
    expect(await within(grid).findByText('Cat saves owner')).toBeInTheDocument();
    expect(within(grid).getByText('#Tragedy #Extreme')).toBeInTheDocument();
    expect(grid.querySelector('img')).toHaveAttribute('src', '/media/f-Cat%20saves%20owner_s.jpg');
    // Somebody else's sample: no Delete.
    expect(within(grid).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube mock view' })).toHaveAttribute('href', '/app/tools/youtube');
  });

  it('names the tags as the dropdowns do: in Thai, the category and exaggeration are Thai', async () => {
    serve([
      aSample({ title: 'Cat saves owner' }),
      aSample({
        title: 'Dog outsmarts thief',
        props: { ...aSample().props, title: 'Dog outsmarts thief', category: 'Naughty', exaggeration: 'Counter Intuitive' },
      }),
    ]);
    await setLocale('th');
    try {
      renderAt('/app/tools', <ToolsScreen />);
      const grid = await screen.findByRole('region', { name: 'ตัวอย่างปกและชื่อเรื่อง' });
      expect(await within(grid).findByText('#โศกนาฏกรรม #สุดขั้ว')).toBeInTheDocument();
      expect(within(grid).getByText('#ซุกซน #ผิดคาด')).toBeInTheDocument();
      expect(within(grid).queryByText(/Tragedy|Extreme|Naughty|Counter Intuitive/)).not.toBeInTheDocument();
    } finally {
      await act(() => setLocale('en'));
    }
  });

  it('enables Add sample only with a non-blank title and an uploaded image, and sends the trimmed title', async () => {
    installFakeXhr();
    const calls = serve([]);
    renderAt('/app/tools', <ToolsScreen />);
    const add = await screen.findByRole('button', { name: 'Add sample' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('   ');
    expect(add).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(/Cover image/), new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(lastXhr().url).toBe('/api/files/upload'));
    lastXhr().respond(201, { file: { id: 'f9', name: 'cover.png', ext: 'png', size: 3 } });
    expect(await screen.findByText('Uploaded: cover.png')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste(' A dog’s revenge ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Story Category' }), 'Naughty');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Exaggeration' }), 'Counter Intuitive');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Sample added' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'cover-title-sample',
      props: { title: 'A dog’s revenge', category: 'Naughty', exaggeration: 'Counter Intuitive', fileId: 'f9' },
    });
    expect(await screen.findByText('A dog’s revenge')).toBeInTheDocument();
  });

  it('deletes a sample after the confirmation, and Cancel keeps it', async () => {
    const calls = serve([aSample({ title: 'Old one' })]);
    renderAt('/app/tools', <ToolsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Old one”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the sample “Old one”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Old one”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Old one')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/resources/s-Oldone']);
  });
});
