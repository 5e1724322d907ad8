// The diary flow (spec §2): each route is the feature's screen.
export {
  DailyEmotionScreen as DailyEmotionRoute,
  DailyFinishScreen as DailyFinishRoute,
  DailyIntroScreen as DailyIntroRoute,
  DailyReasonScreen as DailyReasonRoute,
  DailyTipsScreen as DailyTipsRoute,
} from '@/features/diary';
