/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-page"

#include "config.h"

#include <string.h>

#include "core/st-locale.h"
#include "st-width-first.h"
#include "st-page.h"

typedef struct
{
  StScenario *scenario;
  StHistory  *history; /* may be NULL: read-only */
  StDocument *document; /* may be NULL: a page on its own */
  GPtrArray  *groups; /* unowned AdwPreferencesGroup*, children of the page */
  gboolean    dirty;
  guint       n_builds;
} StPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (StPage, st_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_SCENARIO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
st_page_ensure_built (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));

  if (!priv->dirty)
    return;

  priv->dirty = FALSE;
  priv->n_builds++;
  if (ST_PAGE_GET_CLASS (self)->rebuild != NULL)
    ST_PAGE_GET_CLASS (self)->rebuild (self, priv->scenario);
}

guint
st_page_get_n_builds (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), 0);

  return priv->n_builds;
}

static void
st_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (st_page_parent_class)->map (widget);

  st_page_ensure_built (ST_PAGE (widget));
}

static void
st_page_dispose (GObject *object)
{
  StPage        *self = ST_PAGE (object);
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_clear_pointer (&priv->scenario, st_scenario_unref);
  g_clear_object (&priv->history);
  g_clear_object (&priv->document);
  g_clear_pointer (&priv->groups, g_ptr_array_unref);

  G_OBJECT_CLASS (st_page_parent_class)->dispose (object);
}

static void
st_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StPage *self = ST_PAGE (object);

  switch (prop_id)
    {
      case PROP_SCENARIO:
        g_value_set_boxed (value, st_page_get_scenario (self));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StPage *self = ST_PAGE (object);

  switch (prop_id)
    {
      case PROP_SCENARIO:
        st_page_set_scenario (self, g_value_get_boxed (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_page_class_init (StPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = st_page_dispose;
  object_class->get_property = st_page_get_property;
  object_class->set_property = st_page_set_property;

  widget_class->map = st_page_map;
  /* Before any window with pages is laid out. */
  st_width_first_install ();

  properties[PROP_SCENARIO] =
      g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
st_page_init (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  priv->groups = g_ptr_array_new ();
}

StScenario *
st_page_get_scenario (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  return priv->scenario;
}

void
st_page_set_scenario (StPage *self, StScenario *scenario)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));

  if (priv->scenario == scenario)
    return;

  g_clear_pointer (&priv->scenario, st_scenario_unref);
  if (scenario != NULL)
    priv->scenario = st_scenario_ref (scenario);
  priv->dirty = TRUE;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    st_page_ensure_built (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

void
st_page_invalidate (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));

  priv->dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && !gtk_widget_in_destruction (GTK_WIDGET (self)))
    st_page_ensure_built (self);
}

StHistory *
st_page_get_history (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  return priv->history;
}

void
st_page_set_history (StPage *self, StHistory *history)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));

  g_set_object (&priv->history, history);
}

StDocument *
st_page_get_document (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  return priv->document;
}

void
st_page_set_document (StPage *self, StDocument *document)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));
  g_return_if_fail (document == NULL || ST_IS_DOCUMENT (document));

  g_set_object (&priv->document, document);
}

GFile *
st_page_get_file (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  return priv->document != NULL ? st_document_get_file (priv->document) : NULL;
}

const char *
st_page_get_content_language (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  return priv->document != NULL ? st_document_get_content_language (priv->document) : NULL;
}

StScenario *
st_page_begin_edit (StPage *self)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), NULL);

  if (priv->history == NULL)
    return NULL;
  return st_history_begin (priv->history);
}

gboolean
st_page_commit_edit (StPage *self, StScenario *edited, const char *label, const char *merge_key)
{
  return st_page_commit_step (self, edited, NULL, label, merge_key);
}

gboolean
st_page_commit_step (
    StPage *self, StScenario *edited, const char *id, const char *label, const char *merge_key)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_PAGE (self), FALSE);

  if (priv->history == NULL || edited == NULL)
    return FALSE;
  return st_history_commit_step (priv->history, edited, id, label, merge_key);
}

const char *
st_page_text (const StText *text, const char *fallback)
{
  const char *value = NULL;

  if (text != NULL && !st_text_is_empty (text))
    value = st_text_get_for_locale (text);

  return value != NULL && *value != '\0' ? value : fallback;
}

const char *
st_page_locale_language (GPtrArray *languages)
{
  const char *const *wanted = g_get_language_names ();

  for (guint i = 0; wanted[i] != NULL && !g_str_equal (wanted[i], "C"); i++)
    for (guint j = 0; j < languages->len; j++)
      {
        const char *lang = g_ptr_array_index (languages, j);
        gsize       n = strlen (lang);

        if (g_ascii_strncasecmp (lang, wanted[i], n) == 0
            && (wanted[i][n] == '\0' || wanted[i][n] == '_' || wanted[i][n] == '.' || wanted[i][n] == '@'))
          return lang;
      }
  return NULL;
}

const char *
st_page_edit_language (const StScenario *scenario)
{
  const char *content = st_text_get_content_language ();
  g_autoptr (GPtrArray) languages = NULL;

  if (content == NULL)
    return scenario->lang;
  languages = st_scenario_languages (scenario);
  return g_ptr_array_find_with_equal_func (languages, content, g_str_equal, NULL) ? content : scenario->lang;
}

/* Names in scenarios are plain text, never markup: every label built from them
 * has markup turned off so that "&" or "<" show as written. */
GtkWidget *
st_page_new_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title ? title : "");
  if (subtitle != NULL && *subtitle != '\0')
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  return row;
}

GtkWidget *
st_page_new_group (const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  /* AdwPreferencesGroup always parses its title and description as markup. */
  if (title != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (title, -1);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
    }
  if (description != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (description, -1);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), escaped);
    }

  return group;
}

GtkWidget *
st_page_new_value_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");

  return label;
}

void
st_page_add_group (StPage *self, AdwPreferencesPage *page, GtkWidget *group)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));

  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
  g_ptr_array_add (priv->groups, group);
}

void
st_page_clear_groups (StPage *self, AdwPreferencesPage *page)
{
  StPagePrivate *priv = st_page_get_instance_private (self);

  g_return_if_fail (ST_IS_PAGE (self));

  for (guint i = 0; i < priv->groups->len; i++)
    adw_preferences_page_remove (page, g_ptr_array_index (priv->groups, i));
  g_ptr_array_set_size (priv->groups, 0);
}

void
st_page_set_choices (GtkDropDown *dropdown, const char *const *labels)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);
  guint       n_new = labels != NULL ? g_strv_length ((char **) labels) : 0;
  guint       n_old, start = 0, end = 0;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));

  if (!GTK_IS_STRING_LIST (model))
    {
      g_autoptr (GtkStringList) list = gtk_string_list_new (labels);

      gtk_drop_down_set_model (dropdown, G_LIST_MODEL (list));
      return;
    }
  /* Only the labels that changed are replaced, so that the drop-down keeps
   * its selection when they are elsewhere. */
  n_old = g_list_model_get_n_items (model);
  while (start < n_old && start < n_new
         && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), start), labels[start]) == 0)
    start++;
  while (end < n_old - start && end < n_new - start
         && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), n_old - 1 - end),
                       labels[n_new - 1 - end])
                == 0)
    end++;
  if (start == n_old && start == n_new)
    return;
  {
    g_autofree const char **added = g_new0 (const char *, n_new - start - end + 1);

    for (guint i = 0; i < n_new - start - end; i++)
      added[i] = labels[start + i];
    gtk_string_list_splice (GTK_STRING_LIST (model), start, n_old - start - end, added);
  }
}

char *
st_page_language_label (const char *code)
{
  const char *name = st_locale_language_endonym (code);

  return name ? g_strdup_printf ("%s (%s)", name, code) : g_strdup (code);
}
