/**
 * `staff_audit_log`: every change a staff member makes to any record, through the collection API or
 * a staff route: who (the account and its e-mail at the time), when, what (the collection, the
 * record and each changed field before and after). Written only by the hooks
 * (pb_hooks/staff-audit.pb.js); admins with a confirmed second factor may read it; nobody edits it.
 */
const ADMIN_WITH_FACTOR = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    const collection = new Collection({
      type: 'base',
      name: 'staff_audit_log',
      listRule: ADMIN_WITH_FACTOR,
      viewRule: ADMIN_WITH_FACTOR,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'staff', type: 'relation', collectionId: staff.id, maxSelect: 1, cascadeDelete: false },
        // kept as written, so the entry still says who after the account is gone
        { name: 'staff_email', type: 'text', max: 255, presentable: true },
        { name: 'action', type: 'text', required: true, max: 50 },
        { name: 'collection_name', type: 'text', max: 100 },
        { name: 'record_id', type: 'text', max: 50 },
        { name: 'changes', type: 'json', maxSize: 64 * 1024 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX `idx_staff_audit_log_created` ON `staff_audit_log` (`created`)',
        'CREATE INDEX `idx_staff_audit_log_record` ON `staff_audit_log` (`collection_name`, `record_id`)',
      ],
    })
    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('staff_audit_log'))
  },
)
