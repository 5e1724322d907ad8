export { GroupMembershipSection } from './components/group-membership-section';
export { GroupReportScreen } from './components/group-report-screen';
export { JoinGroupScreen, JoinLinkSignedOut } from './components/join-group-screen';
export { MyGroupsEntry } from './components/my-groups-entry';
export { MyGroupsScreen } from './components/my-groups-screen';
