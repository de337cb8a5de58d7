/**
 * /business/bulk-operations: many guests of an event, or many events, at once (business tier). Each
 * operation is one transaction on the server; a large selection runs as a job with its progress here.
 */
import { Users } from "lucide-react";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { EventBulk } from "./event-bulk.tsx";
import { GuestBulk } from "./guest-bulk.tsx";

export default function BulkOperationsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Bulk Operations</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Select many guests or events and tag, answer for, invite, publish, cancel, export or delete them in one go.
          Nothing is ever half done: each operation changes everything it names, or nothing.
        </p>
      </header>
      <Tabs defaultValue="guests" className="space-y-4">
        <TabsList>
          <TabsTrigger value="guests">Guests</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
        </TabsList>
        <TabsContent value="guests" className="space-y-4">
          <OrganiserEventPicker
            icon={Users}
            noEventsText="Guests belong to an event. Create one and add its guests to work on many at once."
            loading={<ListSkeleton label="Loading the event" rows={3} />}
          >
            {(event) => <GuestBulk key={event.id} event={event} />}
          </OrganiserEventPicker>
        </TabsContent>
        <TabsContent value="events">
          <EventBulk />
        </TabsContent>
      </Tabs>
    </div>
  );
}
