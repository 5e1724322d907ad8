import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { usePageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { mayLeaveWithUnsent } from '@/lib/leave-with-unsent';
import { paths } from '@/config/paths';
import { toast } from 'sonner';
import { MyDataSection } from '@/features/account';
import { GroupMembershipSection, MyGroupsEntry } from '@/features/groups';
import { PinLockSection } from '@/features/lock';
import { ProfileScreen } from '@/features/profile';
import { RemindersSection } from '@/features/reminders';
import { SharingSection } from '@/features/companions';
import { Who5ProfileCard } from '@/features/wellbeing';
import { profilePageText } from './profile.messages';

export function ProfilePage() {
  usePageTitle('Perfil');
  const navigate = useNavigate();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const t = useMessages(profilePageText);
  const leave = async () => {
    const send = () => import('@/api/diary-outbox').then(({ sendQueuedDiaryEntries }) => sendQueuedDiaryEntries(queryClient));
    if (!(await mayLeaveWithUnsent(send, () => window.confirm(t.unsentOnLogout)))) return;
    // Leave the signed-in area first (committed synchronously), so its guard does not send us to the welcome screen.
    await navigate(paths.login.getHref(), { replace: true, flushSync: true });
    logout();
  };
  return (
    <ProfileScreen
      onChangePassword={() => navigate(paths.changePassword.getHref())}
      onLogout={leave}
      lock={<PinLockSection />}
      reminders={<RemindersSection />}
      groups={<GroupMembershipSection />}
      facilitation={<MyGroupsEntry />}
      sharing={<SharingSection shareHref={paths.share.getHref()} accompanyHref={paths.accompany.getHref()} />}
      wellbeing={<Who5ProfileCard />}
      myData={
        <MyDataSection
          onErased={() => {
            // The account is gone: the session ends here, and the guard's own way out (the welcome screen) is where a goodbye belongs.
            logout();
            void navigate(paths.welcome.getHref(), { replace: true });
            toast.success('Tu cuenta y todos tus datos se han eliminado. Gracias por el camino compartido.');
          }}
        />
      }
    />
  );
}
