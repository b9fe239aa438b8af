package main

import (
	"reflect"
	"testing"
)

func TestCollectionActions(t *testing.T) {
	tests := []struct {
		method, path   string
		wantCollection string
		wantActions    []string
	}{
		{"POST", "/api/collections/staff/auth-with-password", "staff", []string{"authWithPassword", "auth"}},
		{"POST", "/api/collections/_superusers/auth-with-otp", "_superusers", []string{"authWithOTP", "auth"}},
		{"POST", "/api/collections/staff/request-password-reset", "staff", []string{"requestPasswordReset"}},
		{"GET", "/api/collections/stories/records", "stories", []string{"list"}},
		{"POST", "/api/collections/stories/records", "stories", []string{"create"}},
		{"GET", "/api/collections/stories/records/abc123", "stories", []string{"view"}},
		{"PATCH", "/api/collections/stories/records/abc123", "stories", []string{"update"}},
		{"DELETE", "/api/collections/stories/records/abc123", "stories", []string{"delete"}},
		{"GET", "/api/files/videos/abc123/clip.mp4", "videos", []string{"file"}},
		{"POST", "/api/site/enquiries", "", nil},
		{"GET", "/api/collections/stories", "", nil},
		{"PUT", "/api/collections/stories/records/abc123", "", nil},
		{"POST", "/api/collections/staff/unknown-action", "", nil},
	}
	for _, tt := range tests {
		collection, actions := collectionActions(tt.method, tt.path)
		if collection != tt.wantCollection || !reflect.DeepEqual(actions, tt.wantActions) {
			t.Errorf("collectionActions(%q, %q) = %q, %v; want %q, %v", tt.method, tt.path, collection, actions, tt.wantCollection, tt.wantActions)
		}
	}
}

func TestAllowedOriginsNeverNullOrWildcard(t *testing.T) {
	t.Setenv("SITE_ORIGIN", "https://parapro.example/")
	t.Setenv("SITE_ALLOWED_ORIGINS", " https://preview.parapro.example , null,*, https://*.example,")
	want := []string{"https://parapro.example", "https://preview.parapro.example"}
	if got := allowedOrigins(); !reflect.DeepEqual(got, want) {
		t.Fatalf("allowedOrigins() = %v; want %v", got, want)
	}
}
