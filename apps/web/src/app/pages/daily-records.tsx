// The diary flow (docs/product.md#screens): each page is the feature's screen.
export {
  DailyEmotionScreen as DailyEmotionPage,
  DailyFinishScreen as DailyFinishPage,
  DailyIntroScreen as DailyIntroPage,
  DailyReasonScreen as DailyReasonPage,
  DailyTipsScreen as DailyTipsPage,
} from '@/features/diary';
