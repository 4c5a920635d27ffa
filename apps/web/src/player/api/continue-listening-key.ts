// Apart from the query, whose contract brings zod: the player's root marks the list out of date
// after each save and is loaded with every first page.
export const continueListeningKey = ['me', 'continue'] as const;
