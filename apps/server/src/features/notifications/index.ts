// What other features may ask of notifications: make one inside their own transaction, then
// deliver it once that has committed.
export { notifyNewFollower, notifyPlaylistTrackAdded } from './listener-activity';
export {
  deliverNotifications,
  insertNotifications,
  type CreatedNotification,
  type NewNotification,
} from './notify';
