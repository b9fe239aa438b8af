/**
 * A second factor is set up only through a link mailed to the account's address, and wrong codes
 * are counted per account (pb_hooks/lib/staff-enrolment.js, staff-lockout.js):
 *
 * - `enrolment_token_hash`, `enrolment_expires`, `enrolment_sent`: the live set-up link (its
 *   SHA-256 only), when it stops working and when it was mailed;
 * - `code_failures`, `code_failures_since`: wrong codes of the current window, from any address;
 * - `locked_until`: the end of the pause after too many of them.
 *
 * All hidden: only superusers and the hooks read them. Accounts that already have a factor keep it.
 */
const FIELDS = ['enrolment_token_hash', 'enrolment_expires', 'enrolment_sent', 'code_failures', 'code_failures_since', 'locked_until']

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    staff.fields.add(new TextField({ name: 'enrolment_token_hash', max: 64, hidden: true }))
    staff.fields.add(new DateField({ name: 'enrolment_expires', hidden: true }))
    staff.fields.add(new DateField({ name: 'enrolment_sent', hidden: true }))
    staff.fields.add(new NumberField({ name: 'code_failures', min: 0, onlyInt: true, hidden: true }))
    staff.fields.add(new DateField({ name: 'code_failures_since', hidden: true }))
    staff.fields.add(new DateField({ name: 'locked_until', hidden: true }))
    app.save(staff)
  },
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    for (const name of FIELDS) staff.fields.removeByName(name)
    app.save(staff)
  },
)
