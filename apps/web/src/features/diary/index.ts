export { CalendarScreen } from './components/calendar-screen';
export { DailyEmotionScreen, DailyFinishScreen, DailyIntroScreen, DailyReasonScreen, DailyTipsScreen } from './components/diary-screens';
/**
 * Home's "Hace un año escribiste…" (decision 043), loaded after home has drawn: home is in the
 * first page's bundle, and a card shown on one day in many need not weigh on it.
 */
export const loadOnThisDayCard = () => import('./components/on-this-day-card');
