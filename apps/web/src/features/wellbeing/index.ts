// The WHO-5 wellbeing check (docs/product.md#companions-wellbeing-checks-and-organisations, decision 034). Screens take the crisis lines as a slot:
// the page composes them from the safety feature.
export { Who5CheckForm, Who5CheckScreen } from './components/who5-check-screen';
export { Who5TrendScreen } from './components/who5-trend-screen';
/**
 * Home's offer of the check, loaded after home has drawn: home is in the first page's bundle, and an
 * offer made every two weeks need not weigh on it.
 */
export const loadWho5OfferCard = () => import('./components/who5-offer-card').then((module) => module.Who5OfferCard);
export { Who5ProfileCard } from './components/who5-profile-card';
