// Skydiving weather: the locations, a location's forecast and every location's verdict now.
// Forecasts are gzipped: 48 hours of figures are large and are read on phones at the airfield.
routerAdd('GET', '/api/site/weather/locations', (e) => require(`${__hooks}/lib/weather-route.js`).locations(e))
routerAdd('GET', '/api/site/weather/overview', (e) => require(`${__hooks}/lib/weather-route.js`).overview(e), $apis.gzip())
routerAdd('GET', '/api/site/weather', (e) => require(`${__hooks}/lib/weather-route.js`).forecast(e), $apis.gzip())
