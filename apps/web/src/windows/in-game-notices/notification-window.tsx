import { NoticeWindow } from './notice-window.tsx';

/** Order updates in game ("your food is on its way"): small, top corner, gone after a while. */
export default function NotificationWindow() {
  return <NoticeWindow kind="order" autoHideMs={12_000} />;
}
