package main

import "testing"

func TestSuperuserAccessFromEnv(t *testing.T) {
	access, err := superuserAccessFromEnv(envOf(map[string]string{"PB_SUPERUSER_IPS": "203.0.113.7, 10.1.0.0/16 2001:db8::/32"}))
	if err != nil {
		t.Fatal(err)
	}
	if access.dashboardOff {
		t.Fatal("dashboard off without PB_DASHBOARD=off")
	}
	for ip, want := range map[string]bool{
		"203.0.113.7":        true,
		"::ffff:203.0.113.7": true,
		"203.0.113.8":        false,
		"10.1.200.3":         true,
		"10.2.0.1":           false,
		"2001:db8::1":        true,
		"":                   false,
		"not an address":     false,
	} {
		if got := access.allows(ip); got != want {
			t.Errorf("allows(%q) = %v; want %v", ip, got, want)
		}
	}

	open, _ := superuserAccessFromEnv(envOf(map[string]string{}))
	if !open.allows("198.51.100.1") || open.dashboardOff {
		t.Fatal("without settings every address reaches the dashboard (PocketBase's default)")
	}
	off, _ := superuserAccessFromEnv(envOf(map[string]string{"PB_DASHBOARD": "Off"}))
	if !off.dashboardOff {
		t.Fatal("PB_DASHBOARD=Off did not switch the dashboard off")
	}
	for _, bad := range []map[string]string{{"PB_DASHBOARD": "no"}, {"PB_SUPERUSER_IPS": "203.0.113"}, {"PB_SUPERUSER_IPS": "10.0.0.0/40"}} {
		if _, err := superuserAccessFromEnv(envOf(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestDashboardPaths(t *testing.T) {
	for path, want := range map[string]bool{"/_": true, "/_/": true, "/_/images/logo.svg": true, "/_x": false, "/api/health": false, "/": false} {
		if got := isDashboardPath(path); got != want {
			t.Errorf("isDashboardPath(%q) = %v; want %v", path, got, want)
		}
	}
}
