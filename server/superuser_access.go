package main

import (
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const superuserAccessMiddlewareId = "siteSuperuserAccess"

// superuserAccess is who may reach the PocketBase dashboard (/_/) and act as a superuser:
// PB_DASHBOARD=off answers /_/ with 404 for everyone (the superuser's API stays, for the CLI and
// scripts on allowed addresses); PB_SUPERUSER_IPS (addresses or CIDR ranges, separated by commas or
// spaces) becomes PocketBase's own SuperuserIPs setting on every start, which refuses a superuser's
// sign-in and requests from other addresses, and this build also hides /_/ from them.
type superuserAccess struct {
	dashboardOff bool
	allowed      []netip.Prefix
	listed       []string // as given, for PocketBase's setting
}

func superuserAccessFromEnv(getenv func(string) string) (superuserAccess, error) {
	access := superuserAccess{}
	switch strings.ToLower(strings.TrimSpace(getenv("PB_DASHBOARD"))) {
	case "", "on":
	case "off":
		access.dashboardOff = true
	default:
		return access, fmt.Errorf("PB_DASHBOARD must be on or off, not %q", getenv("PB_DASHBOARD"))
	}
	for _, entry := range strings.FieldsFunc(getenv("PB_SUPERUSER_IPS"), func(r rune) bool { return r == ',' || r == ' ' }) {
		prefix, err := parseAddressOrRange(entry)
		if err != nil {
			return access, fmt.Errorf("PB_SUPERUSER_IPS: %q is neither an IP address nor a CIDR range", entry)
		}
		access.allowed = append(access.allowed, prefix)
		access.listed = append(access.listed, entry)
	}
	return access, nil
}

func parseAddressOrRange(entry string) (netip.Prefix, error) {
	if strings.Contains(entry, "/") {
		prefix, err := netip.ParsePrefix(entry)
		return prefix.Masked(), err
	}
	address, err := netip.ParseAddr(entry)
	if err != nil {
		return netip.Prefix{}, err
	}
	address = address.Unmap()
	return netip.PrefixFrom(address, address.BitLen()), nil
}

func (access superuserAccess) allows(clientIP string) bool {
	if len(access.allowed) == 0 {
		return true
	}
	address, err := netip.ParseAddr(clientIP)
	if err != nil {
		return false
	}
	address = address.Unmap()
	return slices.ContainsFunc(access.allowed, func(prefix netip.Prefix) bool { return prefix.Contains(address) })
}

func isDashboardPath(path string) bool {
	return path == "/_" || strings.HasPrefix(path, "/_/")
}

// applySettings makes PB_SUPERUSER_IPS PocketBase's SuperuserIPs. Without the variable the stored
// setting stays (`pocketbase superuser ips ...` or the dashboard set it).
func (access superuserAccess) applySettings(app core.App) error {
	if len(access.listed) == 0 || slices.Equal(app.Settings().SuperuserIPs, access.listed) {
		return nil
	}
	settings := app.Settings()
	settings.SuperuserIPs = access.listed
	return app.Save(settings)
}

func (access superuserAccess) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       superuserAccessMiddlewareId,
		Priority: canonicalHostMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			if isDashboardPath(e.Request.URL.Path) && (access.dashboardOff || !access.allows(e.RealIP())) {
				return e.Error(http.StatusNotFound, "", nil)
			}
			return e.Next()
		},
	}
}

// bindSuperuserAccess refuses to start on a malformed setting: a typo must not leave the dashboard open.
func bindSuperuserAccess(app core.App) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "siteSuperuserAccess",
		Func: func(e *core.ServeEvent) error {
			access, err := superuserAccessFromEnv(os.Getenv)
			if err != nil {
				return err
			}
			if err := access.applySettings(e.App); err != nil {
				return fmt.Errorf("PB_SUPERUSER_IPS could not be stored: %w", err)
			}
			e.Router.Bind(access.middleware())
			return e.Next()
		},
	})
}
