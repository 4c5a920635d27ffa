// What other features may ask of series: who hears of a new episode, and which series match a
// search.
export { newEpisodeNotifications } from './new-episodes';
export { searchSeries, type SeriesSearchInput } from './search';
