export const headClass = 'px-3 pb-2 text-start text-xs font-medium text-muted-foreground';
export const cellClass = 'px-3 py-2.5 align-middle';
