/**
 * The one control that chooses a file to send: a button (reached and pressed by keyboard like any other) over a
 * hidden file input, which carries the control's name so that tests and assistive technology find it by label.
 * The caller uploads what `onFiles` receives; `busy` shows the button's spinner while it runs, and `progress` an
 * optional bar beside it. FilePicker is the form's list of attachments; this is the single button for one place
 * (a scene's image, a cover, a receipt, a profile picture).
 */
import { useRef, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Icon } from './Icon';

export type UploadButtonProps = {
  /** The button's text; "Choose a file" unless given (inside a Field, whose label names the input). */
  label?: ReactNode;
  /** The file input's accessible name; the label (when text) unless given. Left out inside a Field, whose label names it. */
  inputLabel?: string;
  /** The button's accessible name when its text is not enough (e.g. "Replace cover 2"); the input's is `inputLabel`. */
  buttonLabel?: string;
  onFiles(files: File[]): void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** An upload is running: the button spins and does not open the chooser (the input stays usable unless `disabled`). */
  busy?: boolean;
  /** A bar beside the button while a file uploads: the fraction sent (0 to 1) and the bar's name. */
  progress?: { fraction: number; label: string } | null;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** An icon before the text; the upload arrow unless given (`null` for none). */
  icon?: ReactNode;
  /** Wired by Field to the input. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'data-testid'?: string;
};

export function UploadButton({
  label,
  inputLabel,
  buttonLabel,
  onFiles,
  accept,
  multiple,
  disabled,
  busy,
  progress,
  size = 'sm',
  variant,
  icon,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'data-testid': testId,
}: UploadButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const text = label ?? t('upload.choose');
  const inputName = inputLabel ?? (id === undefined && typeof label === 'string' ? label : undefined);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputName}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        size={size}
        variant={variant}
        icon={icon === undefined ? <Icon name="upload" /> : icon}
        loading={busy}
        disabled={disabled}
        aria-label={buttonLabel}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {text}
      </Button>
      {progress && <progress max={1} value={progress.fraction} aria-label={progress.label} />}
    </>
  );
}
