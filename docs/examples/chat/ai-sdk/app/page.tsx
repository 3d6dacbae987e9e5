// app/page.tsx: the page, with each question inline under its tool call.
import { Chat } from './chat';

export default function Page() {
  return <Chat />;
}
