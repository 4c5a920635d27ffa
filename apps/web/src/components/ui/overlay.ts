/**
 * The dimmed layer behind a modal dialog or sheet. It has no backdrop blur: a backdrop filter
 * over the whole viewport is drawn again for every frame in which anything above it changes,
 * and where the browser composites without a GPU that is some 40 ms a frame (each key press in
 * the queue drawer, each letter typed in a dialog).
 */
export const overlayClassName = 'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in';
