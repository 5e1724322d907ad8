// The diary flow (spec §2): each page is the feature's screen.
export {
  DailyEmotionScreen as DailyEmotionPage,
  DailyFinishScreen as DailyFinishPage,
  DailyIntroScreen as DailyIntroPage,
  DailyReasonScreen as DailyReasonPage,
  DailyTipsScreen as DailyTipsPage,
} from '@/features/diary';
