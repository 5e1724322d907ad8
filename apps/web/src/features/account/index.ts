export { MyDataSection } from './components/my-data-section';
export { PrivacyScreen } from './components/privacy-screen';
