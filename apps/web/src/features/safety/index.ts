export { SafetyPlanScreen } from './components/safety-plan-screen';
export { SafetyInfoScreen } from './components/safety-info-screen';
/** A country's crisis lines as tap-to-call links, for other screens the app composes (the WHO-5 reading). */
export { CrisisLinesList } from './components/crisis-lines-list';

/**
 * The "Ayuda" sheet, loaded when first wanted: the signed-in layout draws it on every screen,
 * and its dialog, lines and breathing exercise need not weigh on the first page.
 */
export const loadHelpSheet = () => import('./components/help-sheet').then((module) => module.HelpSheet);
