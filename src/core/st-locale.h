/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets up the locale and the message catalogues of a Sandtable program: the
 * installed ones, or those of the build tree when the program runs from it
 * (`make run`), so that LANGUAGE=sv shows Swedish without installing. */
void st_locale_init (void);
/* Where the catalogues were found. */
const char *st_locale_get_dir (void);
/* A directory the build installs under its prefix (LOCALEDIR, PKGDATADIR, the
 * icons), as the running program finds it: a program installed as
 * SOMEWHERE/bin/PROGRAM, the prefix moved or staged elsewhere (a package
 * built with DESTDIR, a copy unpacked under /opt), looks beside itself first,
 * in SOMEWHERE/share/..., and at the configured place otherwise. */
char *st_locale_relocate (const char *installed_dir);
/* value with decimals digits after the decimal separator of the user's
 * language ("58,3" in Swedish), and a leading "+" or "−" when signed: the
 * locale's separator, or where the locale's is "." only because no locale of
 * the language is installed (C.UTF-8 with LANGUAGE=sv), the one the
 * translation names. For figures people read, not for files. */
char *st_locale_format_decimal (double value, int decimals, gboolean signed_);
/* The language the program's messages are in, as gettext picks it: the first
 * of the user's languages that has a catalogue ("sv"), or "en", the language of
 * the messages themselves. Texts that words of a message name (a side's name in
 * "a Yellow piece moved ...") take this language, so that a sentence is in one
 * language. */
const char *st_locale_get_message_language (void);

/* The name of a language in itself ("Svenska" for "sv" and "sv-FI"), from a
 * short table; NULL for a language it does not know. */
const char *st_locale_language_endonym (const char *code);
/* The name of a language in the language of the program's messages
 * ("Finska" under sv), from iso-codes when installed, else its endonym; NULL
 * when unknown. */
char *st_locale_language_name (const char *code);
/* The codes (char*) of every language with a two-letter code, sorted by
 * st_locale_language_name(). */
GPtrArray *st_locale_dup_language_codes (void);

/* date as people write it in lang: "5 December 2026" (en), "5 december 2026"
 * (sv), "5. joulukuuta 2026" (fi), and 2026-12-05 in a language without a
 * pattern here, which every reader can read. */
char *st_locale_format_date (GDateTime *date, const char *lang);
/* The date of something made now: SOURCE_DATE_EPOCH when set (seconds since
 * 1970, UTC; for output that is the same each time it is made), else now. */
GDateTime *st_locale_dup_build_date (void);

G_END_DECLS
