// The rules of stories, partner logos, expedition photos, videos and the site's photo slots,
// whoever saves them through the API (staff screens, the dashboard, scripts).
onRecordCreateRequest((e) => require(`${__hooks}/lib/content-rules.js`).checked(e, 'create'), 'blog_posts', 'partners', 'expedition_photos', 'videos', 'site_photos')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/content-rules.js`).checked(e, 'update'), 'blog_posts', 'partners', 'expedition_photos', 'videos', 'site_photos')
