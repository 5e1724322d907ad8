export { CalendarScreen } from './components/calendar-screen';
export {
  DailyEmotionScreen,
  DailyFinishScreen,
  DailyIntroScreen,
  DailyReasonScreen,
  DailyTipsScreen,
} from './components/diary-screens';
