import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test-support/render';
import { FilePicker, type PickedFile } from './FilePicker';

type Upload = { file: File; progress(fraction: number): void; resolve(stored: PickedFile): void; reject(error: Error): void };

const MB = 1024 * 1024;

/** A form holding the picker's files, with uploads the test answers one by one. */
function setup(initial: PickedFile[] = []) {
  const uploads: Upload[] = [];
  const busy: boolean[] = [];
  const upload = (file: File, onProgress: (fraction: number) => void) =>
    new Promise<{ file: PickedFile }>((resolve, reject) =>
      uploads.push({ file, progress: onProgress, resolve: (stored) => resolve({ file: stored }), reject }),
    );
  function Form() {
    const [files, setFiles] = useState(initial);
    return (
      <FilePicker
        files={files}
        onFilesChange={setFiles}
        onBusyChange={(value) => busy.push(value)}
        uploader={{ upload, maxBytes: MB }}
      />
    );
  }
  return { uploads, busy, ...renderUi(<Form />) };
}

describe('FilePicker', () => {
  it('uploads each chosen file at once with a progress bar named after it, then lists it', async () => {
    const { user, uploads, busy } = setup();
    await user.upload(screen.getByLabelText('Attach files'), [new File(['a'], 'brief.txt'), new File(['b'], 'voice.wav')]);
    expect(uploads.map((u) => u.file.name)).toEqual(['brief.txt', 'voice.wav']);
    act(() => uploads[0].progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading brief.txt' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('progressbar', { name: 'Uploading voice.wav' })).toHaveAttribute('value', '0');

    await act(async () => uploads[0].resolve({ id: 'f1', name: 'brief.txt' }));
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByText('brief.txt')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading brief.txt' })).not.toBeInTheDocument();
    expect(busy.at(-1)).toBe(true); // voice.wav still uploads
    await act(async () => uploads[1].resolve({ id: 'f2', name: 'voice.wav' }));
    expect(busy.at(-1)).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['brief.txt', 'voice.wav']);
  });

  it('refuses a file over the limit without sending it, and shows a refused upload until dismissed', async () => {
    const { user, uploads } = setup();
    await user.upload(screen.getByLabelText('Attach files'), new File([new Uint8Array(MB + 1)], 'huge.mov'));
    expect(uploads).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (1 MB at most)');
    await user.click(screen.getByRole('button', { name: 'Remove huge.mov' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Attach files'), new File(['x'], 'script.exe'));
    await act(async () => uploads[0].reject(new Error('This kind of file is not accepted')));
    expect(screen.getByRole('alert')).toHaveTextContent('This kind of file is not accepted');
    await user.click(screen.getByRole('button', { name: 'Remove script.exe' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('takes a stored file off the form', async () => {
    const { user } = setup([{ id: 'f1', name: 'brief.txt' }]);
    await user.click(screen.getByRole('button', { name: 'Remove brief.txt' }));
    expect(screen.queryByText('brief.txt')).not.toBeInTheDocument();
  });
});
