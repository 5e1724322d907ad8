export { ShareScreen } from './components/share-screen';
export { AccompanyScreen } from './components/accompany-screen';
export { PersonScreen } from './components/person-screen';
export { SharingSection } from './components/sharing-section';
