// Command pocketbase is the skydive site's PocketBase build.
//
// It is equivalent to upstream PocketBase's examples/base/main.go
// (jsvm + migratecmd plugins, same flags), with these differences:
//   - no ghupdate plugin (the binary is built from source, never self-updated);
//   - automigrate is OFF by default (migrations are hand-written) and, when
//     requested with --automigrate, only takes effect together with --dev;
//   - pb_data, pb_hooks, pb_migrations and pb_public default to paths relative
//     to the working directory (our scripts pass all of them explicitly);
//   - native Go middlewares for security headers and the canonical-host
//     redirect (see middleware.go);
//   - uploaded images served in responsive widths as AVIF or WebP (see
//     image_variants.go);
//   - the weather routes' answers repeated from memory while they hold
//     (see weather_answers.go);
//   - a static site handler with pretty URLs, a real 404 page and cache
//     headers instead of apis.Static (see static.go), which fills the
//     business rating from the stored reviews (rating.go) and the business
//     details from the settings record (facts.go) and the photos of the photo slots (site_photos.go)
//     into every page, and serves a page per published
//     story from the built story page (stories.go) and lists those stories in the
//     sitemap (sitemap.go).
package main

import (
	"log"
	"net/http"
	"os"
	"runtime/debug"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// version is printed by `pocketbase --version`: the PocketBase release this binary is built from
// (read from the build info, so it cannot drift from go.mod), unless set at build time with
// -ldflags "-X main.version=...".
var version = ""

func pocketbaseVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/pocketbase/pocketbase" {
				return dep.Version
			}
		}
	}
	return "(devel)"
}

func main() {
	version = pocketbaseVersion()
	pocketbase.Version = version

	app := pocketbase.NewWithConfig(pocketbase.Config{
		DefaultDataDir: "pb_data",
	})
	app.RootCmd.Version = version

	// ---------------------------------------------------------------
	// Optional plugin flags:
	// ---------------------------------------------------------------

	var hooksDir string
	app.RootCmd.PersistentFlags().StringVar(
		&hooksDir,
		"hooksDir",
		"pb_hooks",
		"the directory with the JS app hooks",
	)

	var hooksWatch bool
	app.RootCmd.PersistentFlags().BoolVar(
		&hooksWatch,
		"hooksWatch",
		true,
		"auto restart the app on pb_hooks file change; it has no effect on Windows",
	)

	var hooksPool int
	app.RootCmd.PersistentFlags().IntVar(
		&hooksPool,
		"hooksPool",
		15,
		"the total prewarm goja.Runtime instances for the JS app hooks execution",
	)

	var migrationsDir string
	app.RootCmd.PersistentFlags().StringVar(
		&migrationsDir,
		"migrationsDir",
		"pb_migrations",
		"the directory with the user defined migrations",
	)

	var automigrate bool
	app.RootCmd.PersistentFlags().BoolVar(
		&automigrate,
		"automigrate",
		false,
		"enable auto migrations on collection changes (only together with --dev)",
	)

	var publicDir string
	app.RootCmd.PersistentFlags().StringVar(
		&publicDir,
		"publicDir",
		"pb_public",
		"the directory to serve static files",
	)

	var indexFallback bool
	app.RootCmd.PersistentFlags().BoolVar(
		&indexFallback,
		"indexFallback",
		false,
		"serve index.html (200) instead of 404.html (404) on missing static paths, e.g. for a SPA",
	)

	app.RootCmd.ParseFlags(os.Args[1:])

	if automigrate && !app.IsDev() {
		log.Println("--automigrate is ignored without --dev")
		automigrate = false
	}

	// ---------------------------------------------------------------
	// Plugins and hooks:
	// ---------------------------------------------------------------

	// load jsvm (pb_hooks and pb_migrations)
	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
	})

	// migrate command (with js templates)
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	// a production start with a published or short password, or without SMTP, is refused
	// (production_check.go): the environment before any migration creates an account from it,
	// the stored accounts and the SMTP settings once the hooks have applied SMTP_*
	if err := checkEnvironmentForProduction(); err != nil {
		log.Fatal(err)
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id:       "siteProductionCheck",
		Priority: -1000, // before every other serve hook, so nothing is served
		Func: func(e *core.ServeEvent) error {
			if inProduction(os.Getenv) {
				if err := productionStartError(storedRefusals(e.App)); err != nil {
					return err
				}
			}
			return e.Next()
		},
	})

	// every uploaded file named by what its content is (upload_names.go)
	bindUploadNames(app)

	// who may reach the dashboard and act as a superuser (superuser_access.go)
	bindSuperuserAccess(app)

	// site-wide native middlewares (security headers, Retry-After, CORS for the site's own origins, canonical host redirect)
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "siteMiddlewares",
		Func: func(e *core.ServeEvent) error {
			e.Router.Bind(securityHeadersMiddleware())
			// slow clients hold no hooks engine and no connection for long (slow_clients.go)
			e.Router.Bind(readSiteBodiesFirst())
			limitSlowClients(e.Server)
			e.Router.Bind(retryAfterMiddleware())
			e.Router.Unbind(apis.DefaultCorsMiddlewareId)
			e.Router.Bind(siteCORS(allowedOrigins()))

			if policy := hostPolicyFromEnv(); policy.enabled() {
				e.Router.Bind(canonicalHostMiddleware(policy))
			}

			return e.Next()
		},
	})

	// the business rating in the served pages comes from the stored reviews (rating.go)
	reviews := newReviewCache(func() ([]storedReview, error) { return loadPublishedReviews(app) })
	bindReviewCache(app, reviews)
	withRating := ratingRewriter(reviews, func(err error) {
		app.Logger().Warn("reviews for the structured data could not be read", "error", err)
	})

	// the business details from the settings record, in every served page (facts.go)
	facts := newFactsCache(func() (siteFacts, error) { return loadSiteFacts(app) })
	bindFactsCache(app, facts)
	withFacts := factsRewriter(facts, func(err error) {
		app.Logger().Warn("the business details could not be read", "error", err)
	})

	// uploaded images in responsive sizes and modern formats (image_variants.go), and the photos of
	// the site's photo slots in every served page (site_photos.go)
	variants := bindImageVariants(app)
	withPhotos := bindSitePhotos(app, variants)

	// repeated weather answers from memory, for as long as the route says they hold (weather_answers.go)
	bindWeatherAnswers(app)

	// the HTTPS status of the production host, for the staff screen /ssl-status (https_status.go)
	bindHTTPSStatus(app, publicDir)

	// static route to serve the site from the provided public dir
	// (if the route path is not already defined)
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "siteStatic",
		Func: func(e *core.ServeEvent) error {
			if !e.Router.HasRoute(http.MethodGet, "/{path...}") {
				site := os.DirFS(publicDir)
				// the sources the build adds to every page's policy (content_security.go)
				siteSources = loadCSPSources(site)
				rewrites := chainRewrites(withRating, withFacts, withPhotos)
				e.Router.GET("/{path...}", staticHandler(site, indexFallback, rewrites)).
					Bind(apis.SkipSuccessActivityLog(), apis.GzipWithConfig(apis.GzipConfig{MinLength: 1024}))
				// every published story's page, filled in from its record (stories.go)
				bindStoryRoutes(e, site, loadPublishedStory(app), rewrites, func(err error) {
					app.Logger().Warn("a story could not be read", "error", err)
				})
				// the built sitemap with the published stories (sitemap.go)
				e.Router.GET("/"+sitemapFile, sitemapHandler(site, loadSitemapStories(app), func(err error) {
					app.Logger().Warn("the stories for the sitemap could not be read", "error", err)
				}))
			}

			return e.Next()
		},
		Priority: 999, // execute as latest as possible to allow users to provide their own route
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
