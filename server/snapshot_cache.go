package main

import (
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// snapshotCache holds what the served pages take from the database (reviews, business details,
// photos): loaded on first use, again after invalidate (called from the record hooks) or after the
// TTL, which bounds how long a snapshot is trusted without a record event (a change made straight
// in the database file).
type snapshotCache[T any] struct {
	load func() (T, error)
	ttl  time.Duration
	now  func() time.Time

	mu       sync.Mutex
	value    T
	loadedAt time.Time
	valid    bool
}

func newSnapshotCache[T any](ttl time.Duration, load func() (T, error)) *snapshotCache[T] {
	return &snapshotCache[T]{load: load, ttl: ttl, now: time.Now}
}

func (c *snapshotCache[T]) get() (T, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.valid && c.now().Sub(c.loadedAt) < c.ttl {
		return c.value, nil
	}
	value, err := c.load()
	if err != nil {
		var none T
		return none, err
	}
	c.value, c.loadedAt, c.valid = value, c.now(), true
	return value, nil
}

func (c *snapshotCache[T]) invalidate() {
	c.mu.Lock()
	c.valid = false
	c.mu.Unlock()
}

// invalidateOnChange forgets the snapshot whenever a record of one of the collections changes
// through the app.
func (c *snapshotCache[T]) invalidateOnChange(app core.App, collections ...string) {
	invalidate := func(e *core.RecordEvent) error {
		c.invalidate()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(collections...).BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess(collections...).BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess(collections...).BindFunc(invalidate)
}

// rewriteFromCache is the static handler's HTML rewrite for what a snapshot cache holds, in the
// language of the path ("en" or "nl"). A failed read serves the page as built, and is logged.
func rewriteFromCache[T any](cache *snapshotCache[T], logError func(error), apply func(page []byte, value T, locale string) []byte) htmlRewrite {
	return func(urlPath string, page []byte) []byte {
		value, err := cache.get()
		if err != nil {
			if logError != nil {
				logError(err)
			}
			return page
		}
		locale := "en"
		if isDutchPath(urlPath) {
			locale = "nl"
		}
		return apply(page, value, locale)
	}
}
