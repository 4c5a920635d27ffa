import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';

interface ImagePickerProps {
  label: ReactNode;
  /** Shown under the button until a file is chosen, then the file's name. */
  hint: ReactNode;
  /** What to say when the chosen file is not an image. */
  notImageMessage: string;
  chosenName: string | null;
  disabled?: boolean;
  onPick: (file: File) => void;
  /** Buttons beside the picker (remove, say). */
  children?: ReactNode;
}

/**
 * A button that opens the file chooser for an image (image/* only; the server checks the
 * content and the size), with the hint or the chosen file's name under it.
 */
export function ImagePicker({
  label,
  hint,
  notImageMessage,
  chosenName,
  disabled,
  onPick,
  children,
}: ImagePickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(notImageMessage);
      return;
    }
    setError(null);
    onPick(file);
  };

  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold focus-within:ring-3 focus-within:ring-ring/40 hover:bg-muted"
        >
          <ImagePlus aria-hidden className="size-4" />
          {label}
          <input
            id={id}
            type="file"
            accept="image/*"
            onChange={handleFile}
            disabled={disabled}
            className="sr-only"
            aria-describedby={`${id}-hint`}
          />
        </label>
        {children}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {chosenName ?? hint}
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
