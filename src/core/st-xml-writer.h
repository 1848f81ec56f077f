/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The pieces of the canonical writer (st-scenario-save.c) that are about XML
 * text, not about scenarios. */

/* Appends text with XML's special characters escaped: & < > and control
 * characters; in an attribute also '"', line ends and tabs. NULL appends
 * nothing. */
void st_xml_escape (GString *out, const char *text, gboolean attribute);

/* The shortest plain decimal (no exponent) that reads back as the same double. */
void st_xml_format_double (char *buf, gsize size, double value);

G_END_DECLS
