import { screen } from '@testing-library/react';
import { renderUi } from '../test-support/render';
import { Field } from './Field';
import { UploadButton } from './UploadButton';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('UploadButton', () => {
  it('names its file input after the label and hands the chosen files over', async () => {
    const chosen: string[][] = [];
    const { user } = renderUi(
      <UploadButton label="Upload image" accept="image/*" multiple onFiles={(files) => chosen.push(files.map((f) => f.name))} />,
    );
    const input = screen.getByLabelText('Upload image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(chosen).toEqual([['a.png', 'b.png']]);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
  });

  it('opens the chooser from the keyboard: Tab reaches the button, Enter and Space press it', async () => {
    const { user } = renderUi(<UploadButton label="Upload image" onFiles={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Upload image');
    const clicks: string[] = [];
    input.addEventListener('click', () => clicks.push('open'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(clicks).toEqual(['open', 'open']);
  });

  it('gives the button its own accessible name when asked, and the input the one a test sets files on', () => {
    renderUi(<UploadButton label="Replace" buttonLabel="Replace cover 2" inputLabel="Cover 2 file" onFiles={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Replace cover 2' })).toHaveTextContent('Replace');
    expect(screen.getByLabelText('Cover 2 file')).toHaveAttribute('type', 'file');
  });

  it('inside a Field the field label names the input and the hint describes it', () => {
    renderUi(
      <Field label="Receipt (optional)" hint="A pdf or an image">
        <UploadButton label="Choose a file" onFiles={() => undefined} />
      </Field>,
    );
    const input = screen.getByLabelText('Receipt (optional)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('A pdf or an image');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('A pdf or an image');
  });

  it('busy: the button spins and is disabled, a progress bar shows; disabled: the input refuses files', async () => {
    const chosen: File[][] = [];
    const { user, unmount } = renderUi(
      <UploadButton
        label="Upload a doc"
        busy
        progress={{ fraction: 0.4, label: 'Uploading a.pdf' }}
        onFiles={(f) => chosen.push(f)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Upload a doc' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload a doc' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute('value', '0.4');
    unmount();
    renderUi(<UploadButton label="Upload a doc" disabled onFiles={(f) => chosen.push(f)} />);
    expect(screen.getByLabelText('Upload a doc')).toBeDisabled();
    await user.upload(screen.getByLabelText('Upload a doc'), png('a.png'));
    expect(chosen).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
