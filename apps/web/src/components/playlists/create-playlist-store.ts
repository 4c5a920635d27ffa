import { create } from 'zustand';

interface CreatePlaylistDialogState {
  open: boolean;
  /** A track to add to the new playlist ("Add to playlist" → New playlist), if any. */
  trackId: string | null;
  setOpen: (open: boolean) => void;
}

/**
 * Whether the Create Playlist dialog is open. The app shell shows the one dialog; the sidebar,
 * the library and "Add to playlist" open it, and it outlives the mobile menu that opened it.
 */
export const useCreatePlaylistDialog = create<CreatePlaylistDialogState>()((set) => ({
  open: false,
  trackId: null,
  setOpen: (open) => set(open ? { open } : { open, trackId: null }),
}));

export function openCreatePlaylist(trackId: string | null = null): void {
  useCreatePlaylistDialog.setState({ open: true, trackId });
}
