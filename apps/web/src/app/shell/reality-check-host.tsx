import { RealityCheck } from '../../features/responsible-gaming/components/reality-check';
import { signOut } from '../../features/settings/services/sign-out';

/**
 * The reality check with the app's sign-out, which belongs to settings: features meet here, in
 * the shell. The player chose Log out in the dialog itself, so it is not asked again.
 */
export default function RealityCheckHost() {
  return <RealityCheck onSignOut={() => void signOut({ ask: false })} />;
}
