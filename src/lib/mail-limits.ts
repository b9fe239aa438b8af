/**
 * Mails that a visitor's form can make the site send to one address in a day, before that address
 * gets no more of them that day: enquiry confirmations, chat transcript offers and newsletter
 * confirmations together, whoever sends the forms and from wherever. Bounds what a typed address
 * can receive from the company's sender (pb_hooks/lib/recipient-quota.js).
 */
export const unconfirmedMailsPerAddressPerDay = 5
