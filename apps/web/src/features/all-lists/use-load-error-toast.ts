import { useEffect } from 'react';
import { toast } from 'sonner';

/** Shows `message` as an error toast each time `failed` becomes true. */
export function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}
