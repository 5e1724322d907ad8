export { RemindersSection } from './components/reminders-section';
export { StopRemindersScreen } from './components/stop-reminders-screen';
