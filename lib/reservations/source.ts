/** Where a booking taken by staff came from, as the inbox and book show it. */
export const PHONE_SOURCE = "phone";
