import { NoticeWindow } from './notice-window.tsx';

/** Rewards in game (bucks earned, a challenge completed): a pop-up that waits a little longer. */
export default function PopupWindow() {
  return <NoticeWindow kind="reward" autoHideMs={20_000} />;
}
