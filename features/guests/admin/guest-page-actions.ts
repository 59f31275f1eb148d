import { eraseGuestRecord, mergeGuests, saveGuestNotes, saveGuestTags, setGuestMarketingConsent } from "../actions";

/** The server actions the guest's page hands to its forms. */
export function actionsForGuestPage() {
  return {
    saveNotes: saveGuestNotes,
    saveTags: saveGuestTags,
    setConsent: setGuestMarketingConsent,
    erase: eraseGuestRecord,
    merge: mergeGuests,
  };
}
