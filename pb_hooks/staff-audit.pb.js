// Every change a staff member makes through the collection API is logged (staff_audit_log); an
// enquiry change other than status and internal notes is refused.
onRecordCreateRequest((e) => require(`${__hooks}/lib/staff-audit.js`).audited(e, 'create'))
onRecordUpdateRequest((e) => require(`${__hooks}/lib/staff-audit.js`).audited(e, 'update'))
onRecordDeleteRequest((e) => require(`${__hooks}/lib/staff-audit.js`).audited(e, 'delete'))
