import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import type { ContactMessage } from '@/domain/contact';
import type { RandomBytes } from '@/domain/random-bytes';
import { newDocumentId } from '@/engine/ids';

/** Keeps one contact message for the organisers (contactMessages/{id}). */
export type KeepContactMessage = (message: ContactMessage) => Promise<void>;

/**
 * contactMessages/{id} with firestore/lite: the fields the rules allow a visitor to create, and
 * the server's time rather than the visitor's clock (the rules require `createdAt ==
 * request.time`, so a phone with a wrong clock cannot lose a message or misdate it).
 */
export function keepContactMessagesIn(db: Firestore, random: RandomBytes): KeepContactMessage {
  return async ({ name, email, message }) => {
    const id = newDocumentId(random);
    await setDoc(doc(db, 'contactMessages', id), {
      id,
      name,
      email,
      message,
      createdAt: serverTimestamp(),
    });
  };
}
