/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-new-scenario"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"

#include "st-application.h"
#include "st-new-scenario-dialog.h"

typedef struct
{
  GFile      *file;
  StScenario *scenario;
  GtkWidget  *check; /* its row's radio button */
} Template;

struct _StNewScenarioDialog
{
  AdwWindow parent_instance;

  AdwToastOverlay     *toasts;
  GtkCheckButton      *blank_check;
  GtkCheckButton      *template_check;
  AdwPreferencesGroup *templates_group;
  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *board_group;
  AdwEntryRow         *title_row;
  AdwComboRow         *family_row;
  AdwComboRow         *layout_row;
  GtkWidget           *columns_row;
  GtkWidget           *rows_row;
  GtkSpinButton       *columns_spin;
  GtkSpinButton       *rows_spin;
  AdwComboRow         *orientation_row;
  GtkWidget           *section_row;
  GtkSpinButton       *section_spin;
  AdwComboRow         *map_row;

  GPtrArray *templates; /* Template*, the bundled scenarios */
  GPtrArray *maps; /* unowned Template* on graph boards, the choices after "Empty map" */
};

G_DEFINE_FINAL_TYPE (StNewScenarioDialog, st_new_scenario_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_CREATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
template_free (Template *template)
{
  g_clear_object (&template->file);
  g_clear_pointer (&template->scenario, st_scenario_unref);
  g_free (template);
}

static const StFamily *
selected_family (StNewScenarioDialog *self)
{
  guint                  selected = adw_combo_row_get_selected (self->family_row);
  guint                  n_families;
  const StFamily *const *families = st_family_all (&n_families);

  return families[selected < n_families ? selected : 0];
}

/* Shows the rows that apply: the bundled scenarios, or the game and the board
 * fields of its kind. */
static void
update_rows (StNewScenarioDialog *self)
{
  gboolean    blank = gtk_check_button_get_active (self->blank_check);
  StBoardKind kind = st_family_board_kind (selected_family (self));
  gboolean    sections = kind == ST_BOARD_SQUARE && adw_combo_row_get_selected (self->layout_row) == 1;
  const char *board_title;

  gtk_widget_set_visible (GTK_WIDGET (self->templates_group), !blank);
  gtk_widget_set_visible (GTK_WIDGET (self->game_group), blank);
  gtk_widget_set_visible (GTK_WIDGET (self->board_group), blank);

  gtk_widget_set_visible (GTK_WIDGET (self->layout_row), kind == ST_BOARD_SQUARE);
  gtk_widget_set_visible (self->columns_row, kind != ST_BOARD_GRAPH && !sections);
  gtk_widget_set_visible (self->rows_row, kind != ST_BOARD_GRAPH && !sections);
  gtk_widget_set_visible (GTK_WIDGET (self->orientation_row), kind == ST_BOARD_HEX);
  gtk_widget_set_visible (self->section_row, sections);
  gtk_widget_set_visible (GTK_WIDGET (self->map_row), kind == ST_BOARD_GRAPH);

  switch (kind)
    {
      case ST_BOARD_HEX:
        board_title = _ ("Hex Board");
        break;
      case ST_BOARD_SQUARE:
        board_title = _ ("Square Board");
        break;
      case ST_BOARD_GRAPH:
      default:
        board_title = _ ("Point-and-Line Map");
        break;
    }
  adw_preferences_group_set_title (self->board_group, board_title);
}

static void
source_toggled_cb (StNewScenarioDialog *self)
{
  update_rows (self);
}

static void
family_changed_cb (StNewScenarioDialog *self)
{
  StNewScenarioOptions options;

  /* Each game starts from the board its scenarios usually have. */
  st_new_scenario_options_init (&options, selected_family (self));
  gtk_spin_button_set_value (self->columns_spin, options.columns);
  gtk_spin_button_set_value (self->rows_spin, options.rows);
  gtk_spin_button_set_value (self->section_spin, options.section_size);
  adw_combo_row_set_selected (self->layout_row, options.sections ? 1 : 0);
  update_rows (self);
}

static void
layout_changed_cb (StNewScenarioDialog *self)
{
  update_rows (self);
}

static Template *
selected_template (StNewScenarioDialog *self)
{
  for (guint i = 0; i < self->templates->len; i++)
    {
      Template *template = g_ptr_array_index (self->templates, i);
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (template->check)))
        return template;
    }
  return NULL;
}

static StScenario *
build_blank (StNewScenarioDialog *self, GError **error)
{
  StNewScenarioOptions options;
  guint                map = adw_combo_row_get_selected (self->map_row);
  const char          *title = gtk_editable_get_text (GTK_EDITABLE (self->title_row));
  g_autofree char     *stripped = g_strstrip (g_strdup (title));

  st_new_scenario_options_init (&options, selected_family (self));
  options.title = *stripped ? stripped : NULL;
  options.columns = gtk_spin_button_get_value_as_int (self->columns_spin);
  options.rows = gtk_spin_button_get_value_as_int (self->rows_spin);
  options.orientation = adw_combo_row_get_selected (self->orientation_row) == 1 ? ST_HEX_POINTY : ST_HEX_FLAT;
  options.sections = adw_combo_row_get_selected (self->layout_row) == 1;
  options.section_size = gtk_spin_button_get_value_as_int (self->section_spin);
  /* The first choice is an empty map, then the maps of the bundled scenarios. */
  if (map > 0 && map <= self->maps->len)
    options.map_template = ((Template *) g_ptr_array_index (self->maps, map - 1))->scenario;

  return st_scenario_new_blank (&options, error);
}

static void
create_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StNewScenarioDialog *self = ST_NEW_SCENARIO_DIALOG (widget);
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  GFile *file = NULL;

  if (gtk_check_button_get_active (self->template_check))
    {
      Template *template = selected_template (self);

      if (template == NULL)
        return;
      /* The window edits a copy; the bundled file stays as it is. */
      scenario = st_scenario_copy (template->scenario);
      file = template->file;
    }
  else if ((scenario = build_blank (self, &error)) == NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
      return;
    }

  /* Keep the dialog alive through handlers that might destroy it. */
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CREATE], 0, scenario, file);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
load_templates (StNewScenarioDialog *self)
{
  g_autofree char *dir_path = st_application_dup_scenarios_dir ();
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GtkStringList) maps = gtk_string_list_new (NULL);
  GtkCheckButton *group = NULL;
  const char     *name;

  gtk_string_list_append (maps, _ ("Empty map"));
  if (dir_path != NULL && (dir = g_dir_open (dir_path, 0, NULL)) != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".xml"))
        g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autoptr (GError) error = NULL;
      StScenario *scenario = st_scenario_load_file_full (path, NULL, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
      Template *template;
      GtkWidget *row;

      /* A bundled file that does not load is a packaging bug: leave it out. */
      if (scenario == NULL)
        {
          g_debug ("Skipping bundled scenario %s: %s", path, error->message);
          continue;
        }
      template = g_new0 (Template, 1);
      template->file = g_file_new_for_path (path);
      template->scenario = scenario;
      template->check = gtk_check_button_new ();
      gtk_widget_set_valign (template->check, GTK_ALIGN_CENTER);
      gtk_check_button_set_group (GTK_CHECK_BUTTON (template->check), group);
      if (group == NULL)
        {
          group = GTK_CHECK_BUTTON (template->check);
          gtk_check_button_set_active (group, TRUE);
        }
      g_ptr_array_add (self->templates, template);

      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), st_scenario_get_title (scenario));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), st_family_display_name (scenario->family));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), template->check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), template->check);
      gtk_widget_set_name (row, g_ptr_array_index (names, i));
      adw_preferences_group_add (self->templates_group, row);

      if (scenario->board->kind == ST_BOARD_GRAPH)
        {
          g_autofree char *label = g_strdup_printf (_ ("The map of “%s”"), st_scenario_get_title (scenario));
          gtk_string_list_append (maps, label);
          g_ptr_array_add (self->maps, template);
        }
    }

  adw_combo_row_set_model (self->map_row, G_LIST_MODEL (maps));
  gtk_widget_set_sensitive (GTK_WIDGET (self->template_check), self->templates->len > 0);
}

static void
st_new_scenario_dialog_dispose (GObject *object)
{
  StNewScenarioDialog *self = ST_NEW_SCENARIO_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ST_TYPE_NEW_SCENARIO_DIALOG);
  g_clear_pointer (&self->maps, g_ptr_array_unref);
  g_clear_pointer (&self->templates, g_ptr_array_unref);

  G_OBJECT_CLASS (st_new_scenario_dialog_parent_class)->dispose (object);
}

static void
st_new_scenario_dialog_class_init (StNewScenarioDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = st_new_scenario_dialog_dispose;

  /**
   * StNewScenarioDialog::create:
   * @scenario: the new scenario
   * @template: (nullable): the bundled scenario file it copies
   */
  signals[SIGNAL_CREATE] = g_signal_new ("create", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 2, ST_TYPE_SCENARIO, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-new-scenario-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, blank_check);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, template_check);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, templates_group);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, board_group);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, family_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, layout_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, columns_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, rows_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, columns_spin);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, rows_spin);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, section_row);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, section_spin);
  gtk_widget_class_bind_template_child (widget_class, StNewScenarioDialog, map_row);
  gtk_widget_class_bind_template_callback (widget_class, source_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, family_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, layout_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-scenario.create", NULL, create_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "new-scenario.create",
                                       NULL);
}

/* The family list's items in full: the default factory cut "Command and
 * Maneuver" short. */
static void
family_item_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
family_item_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static void
st_new_scenario_dialog_init (StNewScenarioDialog *self)
{
  g_autoptr (GtkStringList) families = gtk_string_list_new (NULL);

  self->templates = g_ptr_array_new_with_free_func ((GDestroyNotify) template_free);
  self->maps = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  {
    guint                  n_families;
    const StFamily *const *all = st_family_all (&n_families);

    for (guint i = 0; i < n_families; i++)
      gtk_string_list_append (families, st_family_display_name (all[i]));
  }
  adw_combo_row_set_model (self->family_row, G_LIST_MODEL (families));
  {
    g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (family_item_setup_cb), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (family_item_bind_cb), NULL);
    adw_combo_row_set_list_factory (self->family_row, factory);
  }
  /* The family chosen shows in full under the row's title, where it has the
   * row's width, not in the narrow space beside the arrow. */
  adw_combo_row_set_use_subtitle (self->family_row, TRUE);
  load_templates (self);
  family_changed_cb (self);
}

GtkWidget *
st_new_scenario_dialog_new (GtkWindow *parent)
{
  return g_object_new (ST_TYPE_NEW_SCENARIO_DIALOG, "transient-for", parent, NULL);
}
