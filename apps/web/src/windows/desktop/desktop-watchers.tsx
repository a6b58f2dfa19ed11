import { useNavigate } from 'react-router';
import { OverlaySession } from '../overlay-session.tsx';
import { useTrackingState } from '../use-tracking-state.ts';
import { GameEndedDialog } from './game-ended-dialog.tsx';

/**
 * The desktop window's part of the overlay: the session sync (a sign-in elsewhere moves
 * to the meals display, a sign-out to the login), the tracking state, and the game-ended
 * dialog. Inside the router, so it can move between pages.
 */
export function DesktopWatchers() {
  const navigate = useNavigate();
  useTrackingState();
  return (
    <>
      <OverlaySession onLoggedIn={() => void navigate('/dashboard')} onLoggedOut={() => void navigate('/login')} />
      <GameEndedDialog />
    </>
  );
}
