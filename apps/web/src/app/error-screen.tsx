import { MESSAGES } from '@restrung/shared/messages';

export function ErrorScreen() {
  return <h1 className="p-8 text-center text-3xl font-bold">{MESSAGES.errorScreen}</h1>;
}
