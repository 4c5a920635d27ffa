import { ImagePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { FilePicker } from './file-picker';

interface ImagePickerProps {
  label: string;
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
 * The file picker for an image (image/* only; the server checks the content and the size),
 * refusing any other file itself.
 */
export function ImagePicker({
  notImageMessage,
  chosenName,
  hint,
  onPick,
  ...props
}: ImagePickerProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <FilePicker
      {...props}
      icon={ImagePlus}
      accept="image/*"
      hint={chosenName ?? hint}
      error={error}
      onPick={(file) => {
        if (!file.type.startsWith('image/')) {
          setError(notImageMessage);
          return;
        }
        setError(null);
        onPick(file);
      }}
    />
  );
}
