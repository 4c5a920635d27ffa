import { useEffect, useState } from 'react';

export interface ChosenFile {
  file: File;
  /** An object URL for the preview, released when another is chosen or the form goes. */
  url: string;
}

/** A file picked for upload with a preview URL (a cover, an avatar); `clear` forgets it. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const choose = (file: File) => setChosen({ file, url: URL.createObjectURL(file) });
  const clear = () => setChosen(null);
  return [chosen, choose, clear] as const;
}
