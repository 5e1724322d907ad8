export { createDiaryEntry, useCreateDiaryEntry, useIsCreatingDiaryEntry } from './api/create-entry';
export {
  DailyEmotionScreen,
  DailyFinishScreen,
  DailyIntroScreen,
  DailyReasonScreen,
  DailyTipsScreen,
} from './components/diary-screens';
export { clearDraft, DIARY_DRAFT_KEY, type DiaryDraft, getDraft, updateDraft, useDiaryDraft } from './draft';
export { CalendarScreen } from './components/calendar-screen';
export { RecordCard } from './components/record-card';
